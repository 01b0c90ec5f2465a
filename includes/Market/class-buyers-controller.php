<?php
/**
 * GET /market/buyers: how many saved searches wait for a home like this.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Market;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Submit\Category_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * Public (the lead wizard asks before the owner gives any contact details), rate-limited like the
 * geocoder. It takes the property's facts only and answers `{ count, text }`: both null with the
 * feature off or below the threshold, so nobody learns a count below it.
 */
final class Buyers_Controller extends Controller {

	/**
	 * Other sites must not use up the budget.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'market/buyers';

	/** Largest values the route takes (what the lead wizard's fields allow is far below). */
	private const MAXIMA = array(
		'price'       => 1e10,
		'livingSpace' => 100000,
		'rooms'       => 1000,
	);

	/** Argument → lookup column of the value. */
	private const COLUMNS = array(
		'price'       => 'price',
		'livingSpace' => 'living_space',
		'rooms'       => 'rooms',
	);

	/**
	 * Constructor.
	 *
	 * @param Waiting_Buyers  $buyers   The count.
	 * @param Market_Settings $settings The agency's text.
	 * @param Rate_Limiter    $limiter  Rate limiter.
	 */
	public function __construct( private Waiting_Buyers $buyers, private Market_Settings $settings, private Rate_Limiter $limiter ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$args = Category_Choice::schema( 'lead' );
		foreach ( array(
			'lat' => 90,
			'lng' => 180,
		) as $key => $limit ) {
			$args[ $key ] = array(
				'type'     => 'number',
				'minimum'  => -$limit,
				'maximum'  => $limit,
				'required' => true,
			);
		}
		foreach ( self::MAXIMA as $key => $max ) {
			$args[ $key ] = array(
				'type'             => 'number',
				'exclusiveMinimum' => true,
				'minimum'          => 0,
				'maximum'          => $max,
			);
		}
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'count', array( $this, 'get_items_permissions_check' ), $args ) );
	}

	/**
	 * Public: anonymous owners ask (rate limited per network and for the site).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items_permissions_check( $request ) {
		return true;
	}

	/**
	 * The count and its sentence, or nulls.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function count( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'buyers_ip' ), 'buyers_site' );
				$values = array();
				foreach ( self::COLUMNS as $key => $column ) {
					if ( null !== $request[ $key ] ) {
						$values[ $column ] = $request[ $key ];
					}
				}
				$input = array();
				foreach ( array( 'marketingType', 'objectType', 'categoryId', 'lat', 'lng' ) as $key ) {
					$input[ $key ] = $request[ $key ];
				}
				$count = $this->buyers->count( Property_Facts::of( $input, $values ) );
				return array(
					'count' => $count,
					'text'  => null === $count ? null : $this->settings->buyers_sentence( $count ),
				);
			}
		);
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-buyers',
			'type'       => 'object',
			'properties' => array(
				'count' => array(
					'type'    => array( 'integer', 'null' ),
					'minimum' => 1,
				),
				'text'  => array( 'type' => array( 'string', 'null' ) ),
			),
		);
	}
}
