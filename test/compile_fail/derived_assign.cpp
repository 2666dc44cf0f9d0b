// A class derived from the value cannot assign a view to its base: the layout would then
// describe the view's text, not the value's (issue 27).
// expect: private|protected|within this context|inaccessible
#include <boost/iri/iri.hpp>
#include <boost/iri/parse.hpp>

struct forged : boost::iris::iri
{
    void point_at(boost::iris::iri_view v) { boost::iris::iri_view_base::operator=(v); }
};

int main()
{
    forged f;
    f.point_at(boost::iris::parse_iri_reference("http://a/b").value());
}
