// Renderer: see issue 3
