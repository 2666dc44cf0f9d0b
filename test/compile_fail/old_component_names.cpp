// The components are named as their accessors (host, path, ...), not as the ABNF rules (ihost).
// expect: .?ihost.? is not a member of|no member named .?ihost
#include <boost/iri/error.hpp>

int main()
{
    return boost::iris::component::ihost == boost::iris::component::none;
}
