// jpeglib.h needs FILE from stdio.h first.
#include <stdio.h>
#include <jpeglib.h>
