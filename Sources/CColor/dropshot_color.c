#include "dropshot_color.h"

#include <stdio.h>
#include <string.h>
#include <lcms2.h>
#include <zlib.h>

// The most stages one pipeline tag of a profile may have (DROPSHOT_COLOR_MAX_STAGES).
#define DROPSHOT_COLOR_MAX_STAGES 64

// Where a call's error message goes: the context's user data, so calls on other threads never share it.
typedef struct {
    char *text;
    size_t size;
} dropshot_color_message;

static void dropshot_color_report(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)code;
    dropshot_color_message *message = (dropshot_color_message *)cmsGetContextUserData(context);
    if (message && message->text && message->size > 0) snprintf(message->text, message->size, "%s", text);
}

// Converts with `source` (freed here) into sRGB; the context carries this call's error handler.
static int dropshot_color_convert(cmsContext context, cmsHPROFILE source, uint8_t *rgba, size_t count, char *error, size_t error_size) {
    if (!source) {
        if (error[0] == 0) snprintf(error, error_size, "not an ICC profile Little CMS can read");
        cmsDeleteContext(context);
        return -1;
    }
    if (cmsGetColorSpace(source) != cmsSigRgbData) {
        cmsCloseProfile(source);
        cmsDeleteContext(context);
        return 1;
    }
    // Every stage of a profile's multi-process pipelines (its D2Bx and B2Dx tags, of type mpet) is
    // evaluated for every pixel: a hostile 10 KB profile whose D2B0 lists 65,535 stages (all one
    // element) cost 131.7 s of CPU a draw, and even parsing it takes over a minute (lcms appends
    // each stage by walking the list). The count is read from the tag's raw header, before
    // anything is parsed; real profiles have a handful. (The other LUT types hold at most 5.)
    static const cmsTagSignature pipelines[] = {
        cmsSigDToB0Tag, cmsSigDToB1Tag, cmsSigDToB2Tag, cmsSigDToB3Tag, cmsSigBToD0Tag, cmsSigBToD1Tag, cmsSigBToD2Tag, cmsSigBToD3Tag,
    };
    for (size_t i = 0; i < sizeof pipelines / sizeof pipelines[0]; i++) {
        uint8_t head[16];
        if (!cmsIsTag(source, pipelines[i]) || cmsReadRawTag(source, pipelines[i], head, sizeof head) < sizeof head) continue;
        if (memcmp(head, "mpet", 4) != 0) continue;
        uint32_t stages = (uint32_t)head[12] << 24 | (uint32_t)head[13] << 16 | (uint32_t)head[14] << 8 | head[15];
        if (stages > DROPSHOT_COLOR_MAX_STAGES) {
            snprintf(error, error_size, "its profile's processing pipeline has %u stages, over the limit of %d", (unsigned)stages, DROPSHOT_COLOR_MAX_STAGES);
            cmsCloseProfile(source);
            cmsDeleteContext(context);
            return -1;
        }
    }
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(context);
    cmsHTRANSFORM transform = cmsCreateTransformTHR(context, source, TYPE_RGBA_8, srgb, TYPE_RGBA_8, INTENT_RELATIVE_COLORIMETRIC,
                                                    cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE);
    cmsCloseProfile(srgb);
    cmsCloseProfile(source);
    if (!transform) {
        if (error[0] == 0) snprintf(error, error_size, "the profile cannot be converted to sRGB");
        cmsDeleteContext(context);
        return -1;
    }
    // In rows of at most 2^30 pixels: lcms counts pixels in 32 bits.
    size_t done = 0;
    while (done < count) {
        size_t part = count - done > (1u << 30) ? (1u << 30) : count - done;
        cmsDoTransform(transform, rgba + done * 4, rgba + done * 4, (cmsUInt32Number)part);
        done += part;
    }
    cmsDeleteTransform(transform);
    cmsDeleteContext(context);
    return 0;
}

static cmsContext dropshot_color_context(dropshot_color_message *message) {
    message->text[0] = 0;
    cmsContext context = cmsCreateContext(NULL, message);
    cmsSetLogErrorHandlerTHR(context, dropshot_color_report);
    return context;
}

int dropshot_color_icc_to_srgb(uint8_t *rgba, size_t count, const uint8_t *icc, size_t icc_size, char *error, size_t error_size) {
    dropshot_color_message message = { error, error_size };
    cmsContext context = dropshot_color_context(&message);
    return dropshot_color_convert(context, cmsOpenProfileFromMemTHR(context, icc, (cmsUInt32Number)icc_size), rgba, count, error, error_size);
}

int dropshot_color_gamma_to_srgb(uint8_t *rgba, size_t count, double gamma, const double *chrm, char *error, size_t error_size) {
    dropshot_color_message message = { error, error_size };
    cmsContext context = dropshot_color_context(&message);
    // sRGB's white point and primaries unless the file gives its own.
    double srgb[8] = { 0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06 };
    const double *c = chrm ? chrm : srgb;
    cmsCIExyY white = { c[0], c[1], 1.0 };
    cmsCIExyYTRIPLE primaries = { { c[2], c[3], 1.0 }, { c[4], c[5], 1.0 }, { c[6], c[7], 1.0 } };
    cmsToneCurve *curve;
    if (gamma > 0) {
        curve = cmsBuildGamma(context, 1.0 / gamma);
    } else {
        // sRGB's piecewise curve (IEC 61966-2-1): lcms parametric type 4.
        double parameters[5] = { 2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045 };
        curve = cmsBuildParametricToneCurve(context, 4, parameters);
    }
    cmsToneCurve *curves[3] = { curve, curve, curve };
    cmsHPROFILE source = cmsCreateRGBProfileTHR(context, &white, &primaries, curves);
    cmsFreeToneCurve(curve);
    return dropshot_color_convert(context, source, rgba, count, error, error_size);
}

int dropshot_color_to_srgb(int space, const double *in, double *out, char *error, size_t error_size) {
    dropshot_color_message message = { error, error_size };
    cmsContext context = dropshot_color_context(&message);
    cmsCIExyY d65 = { 0.3127, 0.3290, 1.0 };
    cmsToneCurve *curve;
    cmsHPROFILE source;
    if (space == DROPSHOT_SPACE_GRAY_GAMMA_22) {
        curve = cmsBuildGamma(context, 2.2);
        source = cmsCreateGrayProfileTHR(context, &d65, curve);
    } else {
        // Display P3 (SMPTE EG 432-1 primaries) on sRGB's curve; linear sRGB on sRGB's primaries.
        cmsCIExyYTRIPLE p3 = { { 0.680, 0.320, 1.0 }, { 0.265, 0.690, 1.0 }, { 0.150, 0.060, 1.0 } };
        cmsCIExyYTRIPLE srgb = { { 0.64, 0.33, 1.0 }, { 0.30, 0.60, 1.0 }, { 0.15, 0.06, 1.0 } };
        double parameters[5] = { 2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045 };
        curve = space == DROPSHOT_SPACE_LINEAR_SRGB ? cmsBuildGamma(context, 1.0) : cmsBuildParametricToneCurve(context, 4, parameters);
        cmsToneCurve *curves[3] = { curve, curve, curve };
        source = cmsCreateRGBProfileTHR(context, &d65, space == DROPSHOT_SPACE_LINEAR_SRGB ? &srgb : &p3, curves);
    }
    cmsFreeToneCurve(curve);
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(context);
    cmsHTRANSFORM transform = NULL;
    if (source && srgb) {
        cmsUInt32Number input = space == DROPSHOT_SPACE_GRAY_GAMMA_22 ? TYPE_GRAY_DBL : TYPE_RGB_DBL;
        transform = cmsCreateTransformTHR(context, source, input, srgb, TYPE_RGB_DBL, INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
    }
    if (source) cmsCloseProfile(source);
    if (srgb) cmsCloseProfile(srgb);
    if (!transform) {
        if (error[0] == 0) snprintf(error, error_size, "the colour space cannot be converted to sRGB");
        cmsDeleteContext(context);
        return -1;
    }
    cmsDoTransform(transform, in, out, 1);
    cmsDeleteTransform(transform);
    cmsDeleteContext(context);
    return 0;
}

int dropshot_color_inflate(const uint8_t *in, size_t in_size, uint8_t *out, size_t *out_size) {
    uLongf size = (uLongf)*out_size;
    if (uncompress(out, &size, in, (uLong)in_size) != Z_OK) return -1;
    *out_size = (size_t)size;
    return 0;
}
