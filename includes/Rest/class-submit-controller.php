<?php
/**
 * Base of the wizard submit routes that hand over to the submit pipeline.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Spam_Guard;
use ImmoWizards\Submit\Field_Values;
use ImmoWizards\Submit\Pipeline;
use ImmoWizards\Submit\Submission;

defined( 'ABSPATH' ) || exit;

/**
 * The body `{ contact, <type part>, requestId, hp?, formToken }` is checked by schema, then submitted
 * through the one pipeline; the answer is `{ status: 'pending', uuid }` (201 new, 200 replay).
 * Subclasses name the type, pick its data from the request and describe its part of the schema.
 */
abstract class Submit_Controller extends Controller {

	/**
	 * Wizard submits store requests and send mails.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Constructor.
	 *
	 * @param Pipeline $pipeline Submit pipeline.
	 */
	public function __construct( private Pipeline $pipeline ) {
	}

	/**
	 * Request type name for this request.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	abstract protected function type_name( \WP_REST_Request $request ): string;

	/**
	 * The type-specific data handed to the request type.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	abstract protected function type_data( \WP_REST_Request $request );

	/**
	 * Schema properties of the type-specific part of the body.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	abstract protected function type_properties(): array;

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->create_endpoint() );
	}

	/**
	 * Public: anonymous visitors submit (guarded by honeypot, signed form token, rate limits, double opt-in).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * Submits the request.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		try {
			$result = $this->pipeline->submit(
				new Submission(
					$this->type_name( $request ),
					(string) $request['requestId'],
					$request['contact'],
					$this->type_data( $request ),
					$request['hp'],
					$request['formToken'],
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
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => 'immo-wizards-' . str_replace( '/', '-', $this->rest_base ),
				'type'       => 'object',
				'properties' => self::common_properties() + $this->type_properties(),
			);
		}
		return $this->schema;
	}

	/**
	 * Properties every submit has: the answer (status, uuid), contact, idempotency key and the guards.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function common_properties(): array {
		return array(
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
			'formToken' => array(
				'description' => __( 'Signed token from GET /wizard/form-token, fetched when the wizard was shown (minimum fill time).', 'immo-wizards' ),
				'type'        => 'string',
				'maxLength'   => Spam_Guard::TOKEN_MAX_LENGTH,
			),
			// Old clients still send their own start time: accepted and ignored (no formToken → clear 400).
			'startedAt' => array(
				'description' => __( 'Deprecated and ignored: the fill time is measured with formToken.', 'immo-wizards' ),
				'type'        => array( 'number', 'string', 'null' ),
			),
		);
	}

	/**
	 * Schema of a FieldValue list.
	 *
	 * @return array<string,mixed>
	 */
	public static function field_values_schema(): array {
		$number = array( 'type' => array( 'number', 'null' ) );
		return array(
			'type'     => 'array',
			'maxItems' => Field_Values::MAX,
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
					'data'      => array(
						'type'      => array( 'string', 'null' ),
						'maxLength' => 1000,
					),
				),
			),
		);
	}

	/**
	 * A nullable string of at most $max characters.
	 *
	 * @param int $max Maximum length.
	 * @return array<string,mixed>
	 */
	protected static function text( int $max ): array {
		return array(
			'type'      => array( 'string', 'null' ),
			'maxLength' => $max,
		);
	}
}
