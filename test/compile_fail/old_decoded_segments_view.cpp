// The decoded segments are segments_view, as in Boost.URL; decoded_segments_view is gone.
// expect: decoded_segments_view.? is not a member|(no member named|no type named) .?decoded_segments_view
#include <boost/iri/iri_view.hpp>

int main()
{
    boost::iris::decoded_segments_view v;
}
