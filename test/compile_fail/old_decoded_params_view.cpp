// The decoded parameters are params_view, as in Boost.URL; decoded_params_view is gone.
// expect: decoded_params_view.? is not a member|(no member named|no type named) .?decoded_params_view
#include <boost/iri/iri_view.hpp>

int main()
{
    boost::iris::decoded_params_view v;
}
