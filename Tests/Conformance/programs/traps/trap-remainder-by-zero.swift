// Integer remainder by zero traps too.
func bucket(_ value: Int, _ buckets: Int) -> Int { value % buckets }
print(bucket(17, 5))
print(bucket(17, 0))

