// An equivalence key is of normalizations, as equivalent() is: equivalence_key(x, options),
// with options_for(level) for a rung; the overload that took a comparison_level is gone.
// expect: no matching function for call to .?equivalence_key|no matching function for call to 'equivalence_key'
#include <boost/iri/normalize.hpp>

int main()
{
    return boost::iris::equivalence_key("http://a/", boost::iris::comparison_level::scheme) ? 0 : 1;
}
