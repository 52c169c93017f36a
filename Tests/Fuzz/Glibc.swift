// getenv for the fuzz target, which is compiled outside the package.
#if canImport(Glibc)
@_exported import Glibc
#else
@_exported import Darwin
#endif
