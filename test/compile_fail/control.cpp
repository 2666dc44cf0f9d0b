// The command the other files are compiled with works: this one, the allowed uses, compiles.
#include <boost/iri/iri.hpp>
#include <boost/iri/parse.hpp>

int main()
{
    boost::iris::iri_view const v = boost::iris::parse_iri_reference("http://a/b").value();
    boost::iris::iri x = v;
    x.params().append("a", "b"); // the new name of old_value_edits.cpp
    boost::iris::iri_view const of_value = x;
    return of_value.scheme() == v.scheme() ? 0 : 1;
}
