<?php
/**
 * POST /wizard/lead: the owner lead wizard's submit.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Settings\Defaults;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Submit\Pipeline;
use ImmoWizards\Submit\Submission;

defined( 'ABSPATH' ) || exit;

/**
 * Validates the shape by schema, then hands over to the submit pipeline.
 */
final class Lead_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/lead';

	/**
	 * Constructor.
	 *
	 * @param Pipeline $pipeline Submit pipeline.
	 */
	public function __construct( private Pipeline $pipeline ) {}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->create_endpoint() );
	}

	/**
	 * Public: anonymous visitors submit leads (guarded by honeypot, fill time, rate limits, double opt-in).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * Submits the lead.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		try {
			$result = $this->pipeline->submit(
				new Submission(
					'lead',
					(string) $request['requestId'],
					$request['contact'],
					$request['lead'],
					$request['hp'],
					(float) $request['startedAt'],
					Rate_Limiter::client_ip(),
					determine_locale()
				)
			);
		} catch ( \Throwable $e ) {
			return Error_Mapper::to_wp_error( $e );
		}
		$response = rest_ensure_response(
			array(
				'status' => $result['status'],
				'uuid'   => $result['uuid'],
			)
		);
		$response->set_status( $result['created'] ? 201 : 200 );
		return $response;
	}

	/**
	 * Schema of the request body (args) and the answer.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		if ( $this->schema ) {
			return $this->schema;
		}
		$string = static fn ( int $max ) => array(
			'type'      => array( 'string', 'null' ),
			'maxLength' => $max,
		);
		$number = array( 'type' => array( 'number', 'null' ) );

		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-lead',
			'type'       => 'object',
			'properties' => array(
				'status'    => array(
					'type'     => 'string',
					'enum'     => array( 'pending' ),
					'readonly' => true,
					'context'  => array( 'view' ),
				),
				'uuid'      => array(
					'type'     => 'string',
					'format'   => 'uuid',
					'readonly' => true,
					'context'  => array( 'view' ),
				),
				'contact'   => Contact_Schema::schema(),
				'lead'      => array(
					'type'       => 'object',
					'required'   => true,
					'properties' => array(
						'objectType'    => array(
							'type'     => 'string',
							'enum'     => array( 'LIVING', 'COMMERCIAL' ),
							'required' => true,
						),
						'categoryId'    => array(
							'type'     => 'integer',
							'enum'     => Defaults::category_ids(),
							'required' => true,
						),
						'marketingType' => array(
							'type'    => 'string',
							'enum'    => array( 'buy', 'rent' ),
							'default' => 'buy',
						),
						'location'      => array(
							'type'       => 'object',
							'required'   => true,
							'properties' => array(
								'zip'      => $string( 10 ),
								'city'     => $string( 100 ),
								'district' => $string( 100 ),
								'street'   => $string( 100 ),
								'number'   => $string( 20 ),
								'text'     => $string( 500 ),
								'lat'      => array(
									'type'    => array( 'number', 'null' ),
									'minimum' => -90,
									'maximum' => 90,
								),
								'lng'      => array(
									'type'    => array( 'number', 'null' ),
									'minimum' => -180,
									'maximum' => 180,
								),
							),
						),
						'fields'        => array(
							'type'     => 'array',
							'maxItems' => Lead_Type::MAX_FIELDS,
							'default'  => array(),
							'items'    => array(
								'type'       => 'object',
								'properties' => array(
									'name'      => array(
										'type'      => 'string',
										'minLength' => 1,
										'maxLength' => 100,
										'required'  => true,
									),
									'valueType' => array(
										'type'     => 'string',
										'enum'     => array( 'RANGE', 'RAW', 'NUMBER' ),
										'required' => true,
									),
									'value'     => array(
										'type'      => array( 'string', 'number', 'null' ),
										'maxLength' => 500,
									),
									'minValue'  => $number,
									'maxValue'  => $number,
									'data'      => $string( 1000 ),
								),
							),
						),
					),
				),
				'requestId' => array(
					'description' => __( 'UUID v4 generated once per submission by the client (idempotency key).', 'immo-wizards' ),
					'type'        => 'string',
					'format'      => 'uuid',
					'required'    => true,
				),
				'hp'        => array(
					'description' => __( 'Honeypot: must stay empty.', 'immo-wizards' ),
					'type'        => array( 'string', 'null' ),
					'maxLength'   => 200,
				),
				'startedAt' => array(
					'description' => __( 'Milliseconds since the epoch when the wizard was first shown.', 'immo-wizards' ),
					'type'        => 'number',
					'minimum'     => 0,
					'required'    => true,
				),
			),
		);
		return $this->schema;
	}
}
