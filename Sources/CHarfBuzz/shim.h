#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
