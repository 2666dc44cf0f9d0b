// A view has no members to set: its components are read through functions, never written.
// expect: invalid use of (non-static )?member function|non-static member function must be called|has no member named
#include <boost/iri/iri_view.hpp>

int main()
{
    boost::iris::iri_view v;
    v.scheme = "http";
}
