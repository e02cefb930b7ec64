// PNG codec: see issue 3
