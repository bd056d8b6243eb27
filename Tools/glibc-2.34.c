// Lets the release binaries run on glibc 2.34 though they are built against a newer one.
// scripts/package links this file with `--wrap=hypot --wrap=hypotf --wrap=_dl_find_object`:
// every reference to those three symbols, which would require GLIBC_2.35, comes here instead.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <string.h>

// glibc 2.35 gave hypot and hypotf a new symbol version, without the old SVID error handling
// (which only sets errno on overflow). Both versions return the same values, and the old one is in
// every glibc.
double hypot_2_2_5(double x, double y);
float hypotf_2_2_5(float x, float y);
__asm__(".symver hypot_2_2_5, hypot@GLIBC_2.2.5");
__asm__(".symver hypotf_2_2_5, hypotf@GLIBC_2.2.5");

double __wrap_hypot(double x, double y) { return hypot_2_2_5(x, y); }
float __wrap_hypotf(float x, float y) { return hypotf_2_2_5(x, y); }

// The static libgcc's unwinder finds a code address's exception-handling frame with
// _dl_find_object, new in glibc 2.35, and reads only `dlfo_eh_frame` from it. This answers the
// same question as the unwinder did before that function existed: the loaded object whose
// segments hold the address, found with dl_iterate_phdr.
struct search {
    uintptr_t address;
    struct dl_find_object *result;
};

static int visit(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct search *search = data;
    uintptr_t start = UINTPTR_MAX, end = 0;
    int holds = 0;
    void *eh_frame = NULL;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        uintptr_t low = info->dlpi_addr + segment->p_vaddr;
        if (segment->p_type == PT_LOAD) {
            uintptr_t high = low + segment->p_memsz;
            if (low < start) start = low;
            if (high > end) end = high;
            if (search->address >= low && search->address < high) holds = 1;
        } else if (segment->p_type == PT_GNU_EH_FRAME) {
            eh_frame = (void *)low;
        }
    }
    if (!holds) return 0;
    memset(search->result, 0, sizeof *search->result);
    search->result->dlfo_map_start = (void *)start;
    search->result->dlfo_map_end = (void *)end;
    search->result->dlfo_eh_frame = eh_frame;
    return 1;
}

int __wrap__dl_find_object(void *address, struct dl_find_object *result) {
    struct search search = {(uintptr_t)address, result};
    return dl_iterate_phdr(visit, &search) ? 0 : -1;
}
