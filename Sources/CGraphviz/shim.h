#ifndef CGRAPHVIZ_SHIM_H
#define CGRAPHVIZ_SHIM_H

/* Graphviz 2.42+ (Debian: libgraphviz-dev; headers in /usr/include/graphviz). */
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/* Graphviz declares string parameters `char *` but copies them; Swift passes `const char *`.
 * The graph descriptors (Agdirected…) are mutable C globals that Swift 6 rejects, so they are
 * picked here. */
static inline Agraph_t *cgv_open(const char *name) {
    return agopen((char *)name, Agdirected, NULL);
}
static inline Agraph_t *cgv_subg(Agraph_t *g, const char *name) {
    return agsubg(g, (char *)name, 1);
}
static inline Agnode_t *cgv_node(Agraph_t *g, const char *name) {
    return agnode(g, (char *)name, 1);
}
static inline Agedge_t *cgv_edge(Agraph_t *g, Agnode_t *t, Agnode_t *h) {
    return agedge(g, t, h, NULL, 1);
}
/* Declares the attribute (default "") on the root graph if needed, then sets it. */
static inline int cgv_set(void *obj, const char *name, const char *value) {
    return agsafeset(obj, (char *)name, (char *)value, (char *)"");
}
/* An HTML-like label: `html` is the markup without the outer <…>. */
static inline int cgv_set_html(void *obj, const char *name, const char *html) {
    Agraph_t *g = agroot(obj);
    char *h = agstrdup_html(g, (char *)html);
    int rc = agsafeset(obj, (char *)name, h, (char *)"");
    agstrfree(g, h);
    return rc;
}

/* Default attribute for every node / edge of the graph: kind is AGNODE or AGEDGE. */
static inline void cgv_default(Agraph_t *g, int kind, const char *name, const char *value) {
    agattr(g, kind, (char *)name, (char *)value);
}

#endif
