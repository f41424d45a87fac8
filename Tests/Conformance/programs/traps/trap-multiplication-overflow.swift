// A factorial that overflows Int traps at 21!.
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
for n in 18...22 {
    print(n, factorial(n))
}

