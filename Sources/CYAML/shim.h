#include <stddef.h>
#include <yaml.h>

// glibc declares memmem only for _GNU_SOURCE, which the Glibc module Swift imports is not
// built with; the function is in every libc we run on (glibc, musl, Darwin).
extern void *memmem(const void *haystack, size_t haystacklen, const void *needle, size_t needlelen);
