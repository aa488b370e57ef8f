/* A stand-in for Windows' bcryptprimitives.dll, for Wine before version 9, which lacks it.
 * Rust's standard library takes random numbers from its ProcessPrng, which Windows 10 and
 * later have; this one asks bcrypt.dll's system generator, as Windows' own does. Only the
 * Wine check (check-wine.sh) builds it, into its own Wine prefix; the installer never
 * carries it. */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
