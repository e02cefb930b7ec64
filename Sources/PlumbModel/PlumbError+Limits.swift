extension PlumbError {
    /// The one shape of every budget error: "`subject` exceeds the `limit` limit of `value`",
    /// so users (and the README's "Limits" section) find the budget by its name.
    public static func overLimit(_ subject: String, _ limit: String, _ value: Int, unit: String = "",
                                 at location: SourceLocation?) -> PlumbError {
        PlumbError("\(subject) exceeds the \(limit) limit of \(grouped(value))\(unit)", at: location)
    }

    /// `20000` → `20,000`: limits read like the README writes them.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }
}
