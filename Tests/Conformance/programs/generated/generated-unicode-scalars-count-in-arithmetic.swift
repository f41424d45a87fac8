// Found by lesson-bench conformance --seed 8 (program 125), reduced (the last print added); the engine differed: unsupported: main.swift:4:14: error: value of type 'String' has no member 'unicodeScalars'
func run125() {
    var v1: Int = (-9)
    var v2: Int = 4
    v1 &+= (("hello world".unicodeScalars.count % 1000) + (v2 % 1000))
    print(v1)
}

run125()
