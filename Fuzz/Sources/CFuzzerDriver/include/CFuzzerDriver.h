// libFuzzer's entry for programs that keep their own main (compiler-rt FuzzerInterface.h). SwiftPM links an
// executable's `main` to its module's entry point, so the targets call this from main.swift instead of relying on
// libFuzzer's own main.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
