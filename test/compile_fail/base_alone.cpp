// The common base of iri_view and iri is not made on its own.
// expect: protected|within this context
#include <boost/iri/iri_view_base.hpp>

int main()
{
    boost::iris::iri_view_base b;
    (void)b;
}
