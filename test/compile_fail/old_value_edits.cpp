// The edits of segments and parameters are those of iri::segments_ref and iri::params_ref, as in
// Boost.URL (x.segments().push_back, x.params().append/set/erase); iri's own segments_push_back,
// params_append, params_set and params_remove are gone.
// expect: has no member named .?params_append|no member named .?params_append
#include <boost/iri/iri.hpp>

int main()
{
    boost::iris::iri x;
    x.params_append("a", "b");
}
