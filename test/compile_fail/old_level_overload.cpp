// A rung of the ladder is options_for(level): equivalent(a, b, level) was the overload that a
// braced {} picked (the simple rung), so that equivalent(a, b, {}) differed from equivalent(a, b).
// expect: no matching function|no viable|could not convert|cannot convert|invalid initialization
#include <boost/iri/normalize.hpp>

int main()
{
    return *boost::iris::equivalent("http://a/", "HTTP://a/", boost::iris::comparison_level::scheme) ? 0 : 1;
}
