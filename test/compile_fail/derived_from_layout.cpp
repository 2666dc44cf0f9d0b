// A class derived from the common base cannot make it from offsets of its own (issue 27).
// expect: private|protected|within this context|inaccessible
#include <boost/iri/iri_view_base.hpp>

struct forged : boost::iris::iri_view_base
{
    explicit forged(boost::iris::detail::iri_layout const& l) : boost::iris::iri_view_base(l) {}
};

int main()
{
    boost::iris::detail::iri_layout l;
    l.size = 4000;
    forged f(l);
    (void)f;
}
