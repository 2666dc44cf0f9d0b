// A derivation is made by the parser only: its nodes' order is what node and inner_range rely
// on (issue 27: a public factory made one from any nodes).
// expect: private|within this context|inaccessible
#include <boost/iri/parse.hpp>

int main()
{
    std::vector<boost::iris::detail::derivation_node> nodes(1, {7, 3, 0, 4000});
    boost::iris::derivation d(std::move(nodes), std::vector<char const*>{});
    return static_cast<int>(d.root().end());
}
