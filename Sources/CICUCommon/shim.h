#include <unicode/ubrk.h>
#include <unicode/uchar.h>
