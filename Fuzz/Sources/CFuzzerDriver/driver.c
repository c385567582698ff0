// Intentionally empty: CFuzzerDriver only exports its header; libFuzzer (-sanitize=fuzzer) defines the function.
#include "CFuzzerDriver.h"
