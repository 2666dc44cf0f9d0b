// No public factory makes a derivation from nodes either (issue 27: detail::derivation_access
// did, and grammar::derive is the only friend now).
// expect: derivation_access
#include <boost/iri/grammar/derive.hpp>

int main()
{
    std::vector<boost::iris::detail::derivation_node> nodes(1, {7, 3, 0, 4000});
    auto d = boost::iris::detail::derivation_access::make(std::move(nodes), {});
    return static_cast<int>(d.root().end());
}
