<?php
/**
 * GET /mails, GET /mails/{id}/content, POST /mails/{id}/resend: the mail log.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Mail\Mail_Capture;
use ImmoWizards\Mail\Outbox_Resend;
use ImmoWizards\Mail\Sealed_Body;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Outbox_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`). Every mail the plugin queued or sent, newest first, without
 * bodies (sent mails keep none); failed and pending ones can be resent. Only where mails are captured
 * (Mail_Capture, the demo site) the content of a mail can be read.
 */
final class Mails_Controller extends Controller {

	/** Mails per page at most. */
	private const PER_PAGE_MAX = 100;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'mails';

	/**
	 * Constructor.
	 *
	 * @param Mail_Log_Repository $log      The log's reads.
	 * @param Outbox_Repository   $mails    Mail storage (the captured bodies).
	 * @param Outbox_Resend       $resend   "Erneut senden".
	 * @param Mail_Resource       $resource How a mail is shown.
	 */
	public function __construct( private Mail_Log_Repository $log, private Outbox_Repository $mails, private Outbox_Resend $resend, private Mail_Resource $resource ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id    = array(
			'id' => array(
				'description' => __( 'Mail id.', 'immo-wizards' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => PHP_INT_MAX,
				'required'    => true,
			),
		);
		$admin = array( $this, 'get_items_permissions_check' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_items', $admin, Mail_Query_Args::all( self::PER_PAGE_MAX ) ) );
		$this->register_route( '/(?P<id>\d+)/content', $this->endpoint( \WP_REST_Server::READABLE, 'get_content', $admin, $id ), array( Mail_Resource::class, 'content_schema' ) );
		$this->register_route( '/(?P<id>\d+)/resend', $this->endpoint( \WP_REST_Server::CREATABLE, 'resend', $admin, $id ) );
	}

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may see the mail log.', 'immo-wizards' ) );
	}

	/**
	 * One page of the log (`X-WP-Total`, `X-WP-TotalPages`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page         = (int) $request['per_page'];
		[ $rows, $total ] = $this->log->page( Mail_Query_Args::filters( $request ), (int) $request['page'], $per_page );
		$response         = rest_ensure_response( array_map( array( $this->resource, 'item' ), $rows ) );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / $per_page ) );
		return $response;
	}

	/**
	 * What a captured mail says (404 where mails are sent, and for sent mails: they keep no body).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_content( $request ) {
		$row  = Mail_Capture::enabled() ? $this->mails->find( (int) $request['id'] ) : null;
		$html = $row ? Sealed_Body::open( (string) $row->html ) : null;
		$text = $row ? Sealed_Body::open( (string) $row->text ) : null;
		if ( ! $row || null === $html || null === $text || '' === $html . $text ) {
			return new \WP_Error( 'immo_wizards_mail_no_content', __( 'The content of this mail is not kept.', 'immo-wizards' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response(
			array(
				'recipient' => (string) $row->recipient,
				'subject'   => (string) $row->subject,
				'html'      => $html,
				'text'      => $text,
			)
		);
	}

	/**
	 * Puts a failed or pending mail back into the outbox; the runner sends it in the background.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function resend( $request ) {
		$id = (int) $request['id'];
		if ( ! $this->log->find( $id ) ) {
			return new \WP_Error( 'immo_wizards_mail_not_found', __( 'There is no such mail.', 'immo-wizards' ), array( 'status' => 404 ) );
		}
		if ( 0 === $this->resend->resend( $id ) ) {
			return new \WP_Error( 'immo_wizards_mail_not_resendable', __( 'Only failed or waiting mails can be sent again.', 'immo-wizards' ), array( 'status' => 409 ) );
		}
		return rest_ensure_response( $this->resource->item( $this->log->find( $id ) ) );
	}

	/**
	 * Schema of a mail.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Mail_Resource::schema();
	}
}
