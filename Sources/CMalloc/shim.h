// glibc's allocator tuning (mallopt), which the Glibc module does not export.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
