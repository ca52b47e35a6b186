// The async boundary: shared libraries are negotiated by the federation runtime before any of them is evaluated.
void import('./bootstrap');
