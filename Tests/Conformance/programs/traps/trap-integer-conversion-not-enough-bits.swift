// Converting a value that does not fit the smaller integer type traps.
let readings = [100, 200, 300]
for r in readings {
    let byte = UInt8(r)
    print(byte)
}

