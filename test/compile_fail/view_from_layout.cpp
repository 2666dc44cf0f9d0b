// An iri_view is not made from offsets either: that constructor is the library's.
// expect: private|protected|within this context
#include <boost/iri/iri_view.hpp>

int main()
{
    boost::iris::detail::iri_layout l;
    boost::iris::iri_view v(l);
    (void)v;
}
