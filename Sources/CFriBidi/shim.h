#include <fribidi.h>

// The paragraph directions, as values Swift can import (FriBidi defines them with macros).
static const FriBidiParType dropshot_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType dropshot_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType dropshot_fribidi_par_on = FRIBIDI_PAR_ON;
// A boundary neutral (ignored by the algorithm's rule X9): what an isolate past the budget becomes.
static const FriBidiCharType dropshot_fribidi_type_bn = FRIBIDI_TYPE_BN;
