// do blocks open a scope; variables inside are gone after.
var log: [String] = []
do {
    let temporary = "inside"
    log.append(temporary)
    do {
        let deeper = temporary + " deeper"
        log.append(deeper)
    }
}
let temporary = "outside"
log.append(temporary)
print(log)

