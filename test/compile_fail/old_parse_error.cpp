// The error of every result is failure, and result<T> its result: Punycode, ICU and template
// matching are not parses, so parse_error, parse_result and parse_exception are gone.
// expect: parse_result.? is not a member|(no member named|no template named|no type named) .?parse_result
#include <boost/iri/parse.hpp>

int main()
{
    boost::iris::parse_result<boost::iris::iri_view> const r = boost::iris::parse_iri_reference("a");
    return r ? 0 : 1;
}
