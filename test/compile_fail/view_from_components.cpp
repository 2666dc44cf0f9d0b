// An iri_view is not made from the record the grammar fills: only the parse functions make one.
// expect: no matching function|cannot convert|conversion from
#include <boost/iri/grammar/components.hpp>
#include <boost/iri/iri_view.hpp>

int main()
{
    boost::iris::grammar::iri_components c;
    c.host = "evil.com/x@good.com";
    boost::iris::iri_view v(c);
    (void)v;
}
