import Foundation

enum FileHandleWriter {
    static func stderr(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func stdout(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }
}
