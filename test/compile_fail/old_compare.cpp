// Equivalence is equivalent(a, b), a bool; compare, which orders in Boost.URL and the standard, is gone.
// expect: compare.? is not a member of|no member named .?compare
#include <boost/iri/normalize.hpp>

int main()
{
    return *boost::iris::compare("http://a/", "HTTP://a/") ? 0 : 1;
}
