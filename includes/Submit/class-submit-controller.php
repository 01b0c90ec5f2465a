<?php
/**
 * POST /wizard/<route>: the submit of every request type, handed to the submit pipeline.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Spam_Guard;
use ImmoWizards\Security\Work_Proof;

defined( 'ABSPATH' ) || exit;

/**
 * One route per route of the registered types. The body `{ contact, <type part>, requestId, hp?,
 * formToken }` is checked by schema (the common properties + the type's fragment), then submitted
 * through the one pipeline; the answer is `{ status: 'pending', uuid }` (201 new, 200 replay). Types
 * sharing a route (the contact form's message and newsletter) are chosen by the body's `type`.
 */
final class Submit_Controller extends Controller {

	/**
	 * Routes are the types' own (the base is empty).
	 *
	 * @var string
	 */
	protected $rest_base = '';

	/**
	 * Wizard submits store requests and send mails.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Constructor.
	 *
	 * @param Pipeline      $pipeline Submit pipeline.
	 * @param Request_Types $types    The request types (their routes and schema).
	 */
	public function __construct( private Pipeline $pipeline, private Request_Types $types ) {
	}

	/**
	 * Registers one POST route per route of the types. Public: anonymous visitors submit (guarded by
	 * honeypot, signed form token, rate limits, double opt-in).
	 */
	public function register_routes(): void {
		foreach ( $this->types->by_route() as $route => $types ) {
			$schema = self::schema( $route, $types );
			$this->register_route(
				$route,
				$this->endpoint( \WP_REST_Server::CREATABLE, fn ( \WP_REST_Request $request ) => $this->submit( $request, $types ), '__return_true', $schema['properties'] ),
				static fn () => $schema
			);
		}
	}

	/**
	 * Submits the request as the type the route (and the body's `type`) names.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param Request_Type[]   $types   The route's types (the first is the default).
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function submit( \WP_REST_Request $request, array $types ) {
		$chosen = array_filter( $types, static fn ( Request_Type $type ) => $type->name() === $request['type'] );
		$type   = $chosen ? reset( $chosen ) : $types[0];
		$key    = $type->body_key();
		return $this->respond(
			function () use ( $request, $type, $key ) {
				$result = $this->pipeline->submit(
					new Submission(
						$type->name(),
						(string) $request['requestId'],
						$request['contact'],
						null === $key ? null : $request[ $key ],
						$request['hp'],
						$request['formToken'],
						Rate_Limiter::client_ip(),
						determine_locale(),
						$request['proof']
					)
				);
				$answer = array(
					'status' => $result['status'],
					'uuid'   => $result['uuid'],
				);
				return new \WP_REST_Response( $answer, $result['created'] ? 201 : 200 );
			}
		);
	}

	/**
	 * Schema of a route's body (args) and answer.
	 *
	 * @param string         $route Route.
	 * @param Request_Type[] $types The route's types.
	 * @return array<string,mixed>
	 */
	private static function schema( string $route, array $types ): array {
		$properties = self::common_properties();
		if ( count( $types ) > 1 ) {
			$names              = array_map( static fn ( Request_Type $type ) => $type->name(), $types );
			$properties['type'] = array(
				'type'    => 'string',
				'enum'    => $names,
				'default' => $names[0],
			);
		}
		foreach ( $types as $type ) {
			$properties += $type->schema();
		}
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-' . str_replace( '/', '-', $route ),
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * Properties every submit has: the answer (status, uuid), contact, idempotency key and the guards.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	private static function common_properties(): array {
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
			'contact'   => Contact_Normalizer::schema(),
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
			'proof'     => Work_Proof::schema(),
			// Old clients still send their own start time: accepted and ignored (no formToken → clear 400).
			'startedAt' => array(
				'description' => __( 'Deprecated and ignored: the fill time is measured with formToken.', 'immo-wizards' ),
				'type'        => array( 'number', 'string', 'null' ),
			),
		);
	}
}
