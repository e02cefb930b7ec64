/// exp(−x) from basic IEEE-754 operations (+, ×, ÷), which are correctly rounded everywhere,
/// unlike libm's `exp`, whose last bits differ between glibc, musl and Darwin. The blur's
/// kernel weights come from here so its integer taps are the same on every machine.
enum GaussianBlurMath {
    /// e^(−x) for x ≥ 0 (negative x is treated as 0), accurate to about 1e-12 relative.
    static func expNegative(_ x: Double) -> Double {
        guard x > 0 else { return 1 }
        guard x < 745 else { return 0 }  // below the smallest subnormal
        // Halve (exactly) into [0, 1/8], sum the Taylor series, then square back up.
        var y = x
        var halvings = 0
        while y > 0.125 {
            y *= 0.5
            halvings += 1
        }
        var term = 1.0, sum = 1.0
        for n in 1...16 {
            term *= -y / Double(n)
            sum += term
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }
}
