// A class derived from the value does not reach the layout every operation trusts (issue 27:
// `l_.size = 4000` made views that normalize read past their text).
// expect: private|protected|within this context|inaccessible
#include <boost/iri/iri.hpp>

struct forged : boost::iris::iri
{
    void grow() { l_.size = 4000; }
};

int main()
{
    forged f;
    f.grow();
}
