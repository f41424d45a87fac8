// A custom == decides equality for ==, != and contains.
struct Word: Equatable {
    var text: String
    static func == (a: Word, b: Word) -> Bool {
        a.text.lowercased() == b.text.lowercased()
    }
}

let words = [Word(text: "Swift"), Word(text: "code")]
print(Word(text: "SWIFT") == words[0])
print(Word(text: "Code") != words[1])
print(words.contains(Word(text: "CODE")))
print(words.firstIndex(of: Word(text: "swift"))!)

