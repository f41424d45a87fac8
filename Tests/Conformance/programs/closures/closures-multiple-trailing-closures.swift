// Several trailing closures with labels.
func fetch(_ id: Int, success: (String) -> Void, failure: (Int) -> Void) {
    if id > 0 { success("item\(id)") } else { failure(id) }
}

fetch(3) { item in
    print("got", item)
} failure: { code in
    print("failed", code)
}
fetch(-1) {
    print("got", $0)
} failure: {
    print("failed", $0)
}

