<?php
/**
 * POST /funnel: the browsers' batches of funnel events.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Security\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * Public, like the wizards' routes: other websites are turned away (403 `immo_cross_site`), clients
 * and the whole site are rate limited (429), the body is checked by schema (400), then against the
 * allow-list (400 `immo_wizards_funnel_unknown`) and the batch ids already counted (409
 * `immo_wizards_funnel_replayed`). A batch is counted whole with one upsert of its counter rows;
 * the answer is 204 without a body. Nothing that names the visitor is read or kept.
 */
final class Beacon_Controller extends Controller {

	/** Events in one batch at most (a browser sends one batch per step change). */
	public const MAX_EVENTS = 30;

	/**
	 * Other websites must not count for this one.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'funnel';

	/**
	 * Constructor.
	 *
	 * @param Funnel       $funnel  Counts.
	 * @param Rate_Limiter $limiter Rate limits.
	 */
	public function __construct( private Funnel $funnel, private Rate_Limiter $limiter ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route(
			'',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => '__return_true',
				'args'                => self::args(),
			),
			static fn () => array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title'   => 'immo-wizards-funnel',
				'type'    => 'object',
			)
		);
	}

	/**
	 * The body: a batch id, where it happened, the events.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function args(): array {
		return array(
			'batch'  => array(
				'description' => __( 'Random id of the batch (a replay is counted once).', 'immo-wizards' ),
				'type'        => 'string',
				'pattern'     => '^[0-9a-f]{32}$',
				'required'    => true,
			),
			'source' => Funnel_Source::schema() + array( 'required' => true ),
			'events' => array(
				'type'     => 'array',
				'minItems' => 1,
				'maxItems' => self::MAX_EVENTS,
				'required' => true,
				'items'    => array(
					'type'                 => 'object',
					'properties'           => array(
						'screen' => array(
							'type'     => 'string',
							'enum'     => array_keys( Funnel_Catalogue::SCREENS ),
							'required' => true,
						),
						'event'  => array(
							'type'     => 'string',
							'enum'     => Funnel_Catalogue::client_events(),
							'required' => true,
						),
						'step'   => array(
							'type'    => 'string',
							'pattern' => '^[a-z-]{0,20}$',
						),
					),
					'additionalProperties' => false,
				),
			),
		);
	}

	/**
	 * Counts the batch.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'funnel_ip' ), 'funnel_site' );
				$source = $this->funnel->source( $request['source'] );
				if ( null === $source ) {
					throw Funnel_Error::unknown();
				}
				$this->funnel->count_batch( (string) $request['batch'], $source, (array) $request['events'] );
				return new \WP_REST_Response( null, 204 );
			}
		);
	}
}
