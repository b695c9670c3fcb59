#ifndef TASKDRAFT_CCURL_SHIM_H
#define TASKDRAFT_CCURL_SHIM_H
/* libcurl's types and constants for Swift, and non-variadic ways to call it.

   curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call. The
   wrappers below take the function's address (resolved with dlsym by the Swift side) and
   make the variadic call from C, one wrapper per argument type libcurl expects.

   libcurl is not linked: linking it makes the dynamic loader map libcurl, OpenSSL,
   nghttp2, libssh2, Kerberos and LDAP for every command, while only commands that talk to a
   server need it. */
#include <curl/curl.h>

typedef CURLcode (*taskdraft_curl_setopt_fn)(CURL *, CURLoption, ...);
typedef CURLcode (*taskdraft_curl_getinfo_fn)(CURL *, CURLINFO, ...);

static inline CURLcode taskdraft_curl_setopt_long(void *fn, CURL *handle, CURLoption option, long value) {
    return ((taskdraft_curl_setopt_fn)fn)(handle, option, value);
}

static inline CURLcode taskdraft_curl_setopt_offset(void *fn, CURL *handle, CURLoption option, curl_off_t value) {
    return ((taskdraft_curl_setopt_fn)fn)(handle, option, value);
}

/* Strings (copied by libcurl), data pointers and slists. */
static inline CURLcode taskdraft_curl_setopt_pointer(void *fn, CURL *handle, CURLoption option, const void *value) {
    return ((taskdraft_curl_setopt_fn)fn)(handle, option, value);
}

/* CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION share this prototype. */
static inline CURLcode taskdraft_curl_setopt_write_callback(void *fn, CURL *handle, CURLoption option,
                                                            curl_write_callback callback) {
    return ((taskdraft_curl_setopt_fn)fn)(handle, option, callback);
}

static inline CURLcode taskdraft_curl_setopt_xferinfo_callback(void *fn, CURL *handle,
                                                               curl_xferinfo_callback callback) {
    return ((taskdraft_curl_setopt_fn)fn)(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode taskdraft_curl_getinfo_long(void *fn, CURL *handle, CURLINFO info, long *value) {
    return ((taskdraft_curl_getinfo_fn)fn)(handle, info, value);
}

static inline CURLcode taskdraft_curl_getinfo_offset(void *fn, CURL *handle, CURLINFO info, curl_off_t *value) {
    return ((taskdraft_curl_getinfo_fn)fn)(handle, info, value);
}

/* CURL_GLOBAL_DEFAULT is a macro of other macros; give it a plain value. */
static inline long taskdraft_curl_global_default(void) { return CURL_GLOBAL_DEFAULT; }

#endif
