#ifndef DROPSHOT_DIGEST_H
#define DROPSHOT_DIGEST_H

#include <stddef.h>
#include <stdint.h>

/// The pixel digest's row sums (DropShotRaster's PixelDigest): for each of `rows` rows of
/// `row_bytes` bytes from `pixels`, row index `first_row` on, the row's two 64-bit hashes, added
/// (wrapping) to `sums[0]` and `sums[1]`. With `vectors` nonzero and a processor with AVX-512
/// (F and DQ), 32 rows at a time in vector lanes; otherwise four rows side by side in scalar code.
/// Both give exactly the values of PixelDigest.hashRow, the Swift reference.
void dropshot_digest_rows(const uint8_t *pixels, size_t row_bytes, size_t rows, uint64_t first_row, int vectors,
                          uint64_t sums[2]);

/// Whether `dropshot_digest_rows` can use AVX-512 on this processor.
int dropshot_digest_has_vectors(void);

#endif
