<?php
/**
 * GET /requests/{id}/openimmo-feedback: a confirmed request's OpenImmo-Feedback file.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\Errors\Not_Found;
use ImmoWizards\Inbox\Inbox_Access;
use ImmoWizards\Rest\Collection_Args;
use ImmoWizards\Rest\Controller;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * For the inbox's users (`immo_manage_requests`), as the request detail. The answer is the file
 * itself (`Content-Disposition: attachment`), the same the CRM gets by mail; a request that is not
 * confirmed, has a type without a file, or does not exist is the same 404, so the route tells nothing
 * the detail would not.
 */
final class Feedback_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'requests';

	/** Path after the base. */
	private const PATH = '/(?P<id>\d+)/openimmo-feedback';

	/**
	 * Constructor.
	 *
	 * @param Feedback           $feedback The file.
	 * @param Request_Repository $requests Requests.
	 */
	public function __construct( private Feedback $feedback, private Request_Repository $requests ) {
	}

	/**
	 * Registers the route, and its raw answer.
	 */
	public function register_routes(): void {
		$this->register_route(
			self::PATH,
			$this->endpoint( \WP_REST_Server::READABLE, 'get_item', array( Inbox_Access::class, 'check' ), Collection_Args::id( __( 'Request id.', 'immo-wizards' ) ) ),
			fn () => array(
				'$schema'     => 'http://json-schema.org/draft-04/schema#',
				'title'       => 'immo-wizards-openimmo-feedback',
				'description' => __( 'OpenImmo-Feedback file (XML, UTF-8).', 'immo-wizards' ),
				'type'        => 'string',
			)
		);
		if ( false === has_filter( 'rest_pre_serve_request', array( self::class, 'serve' ) ) ) {
			add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 3 );
		}
	}

	/**
	 * The file of a confirmed request.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$row = $this->requests->find( (int) $request['id'] );
				$xml = $row ? $this->feedback->xml( $row ) : null;
				if ( null === $xml ) {
					throw new Not_Found( __( 'This request has no OpenImmo feedback (only confirmed owner leads, exposé inquiries, saved searches and contact messages have one).', 'immo-wizards' ) );
				}
				$response = new \WP_REST_Response( $xml, 200 );
				$response->header( 'Content-Type', 'application/xml; charset=UTF-8' );
				$response->header( 'Content-Disposition', 'attachment; filename="' . $this->feedback->file_name() . '"' );
				$response->header( 'X-Content-Type-Options', 'nosniff' );
				$response->header( 'Cache-Control', 'no-store, private' );
				return $response;
			}
		);
	}

	/**
	 * Sends the file as it is instead of as a JSON string (filter `rest_pre_serve_request`); other
	 * answers, errors of this route too, stay JSON.
	 *
	 * @param bool              $served  Whether the answer was sent already.
	 * @param \WP_HTTP_Response $result  The answer.
	 * @param \WP_REST_Request  $request The request.
	 */
	public static function serve( $served, $result, $request ): bool {
		$route = '#^/immo-wizards/v1/requests' . self::PATH . '$#i';
		if ( $served || 200 !== $result->get_status() || ! is_string( $result->get_data() ) || ! preg_match( $route, (string) $request->get_route() ) ) {
			return (bool) $served;
		}
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an XML file (Content-Type application/xml, nosniff), escaped by XMLWriter.
		return true;
	}
}
