<?php
/**
 * The registered mail kinds.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * One registry shared by the outbox (render, rebuild), the agency's mail texts (keys and
 * placeholders), the settings' preview and the admin screens (labels).
 */
final class Mail_Kinds {

	/**
	 * Kinds by name.
	 *
	 * @var array<string, Mail_Kind>
	 */
	private array $kinds = array();

	/**
	 * The plugin's mails, each registered once (Plugin::mail_kinds()).
	 *
	 * @param Settings        $settings Plugin settings.
	 * @param Request_Details $details  The request types' labels and rows.
	 * @param Key_Service     $keys     Keys (a rebuilt confirmation gets a fresh one).
	 */
	public static function registered( Settings $settings, Request_Details $details, Key_Service $keys ): Mail_Kinds {
		$kinds = new Mail_Kinds();
		$kinds->add( new Confirmation_Mail( $settings, $details, new Request_Repository(), $keys ) );
		$kinds->add( new Agency_Mail( $details, new Request_Repository() ) );
		$kinds->add( new Login_Link_Mail() );
		$kinds->add( new Email_Change_Mail() );
		$kinds->add( new Email_Changed_Mail() );
		$kinds->add( new Search_Alert_Mail() );
		$kinds->add( new Crm_Feedback_Mail( $details, new Request_Repository() ) );
		$kinds->add( new Price_Indication_Mail() );
		$kinds->add( new Test_Mail() );
		return $kinds;
	}

	/**
	 * Adds a kind.
	 *
	 * @param Mail_Kind $kind Kind.
	 */
	public function add( Mail_Kind $kind ): void {
		$this->kinds[ $kind->name() ] = $kind;
	}

	/**
	 * A kind by name, or null.
	 *
	 * @param string $name Kind name.
	 */
	public function get( string $name ): ?Mail_Kind {
		return $this->kinds[ $name ] ?? null;
	}

	/**
	 * Every kind, by name.
	 *
	 * @return array<string, Mail_Kind>
	 */
	public function all(): array {
		return $this->kinds;
	}

	/**
	 * Names of the kinds with texts of the agency's own (the settings' preview offers these).
	 *
	 * @return string[]
	 */
	public function editable(): array {
		return array_keys( array_filter( $this->kinds, static fn ( Mail_Kind $kind ) => array() !== $kind->texts() ) );
	}

	/**
	 * Every editable text's key and the kind it belongs to.
	 *
	 * @return array<string, string>
	 */
	public function text_keys(): array {
		$keys = array();
		foreach ( $this->kinds as $name => $kind ) {
			$keys += array_fill_keys( array_keys( $kind->texts() ), $name );
		}
		return $keys;
	}

	/**
	 * Each kind as the admin screens show it (the mail log's names, the settings' texts and
	 * preview), so none of them keeps a list of its own.
	 *
	 * @return array<int, array{kind:string,label:string,previewLabel:string,texts:array<int,array{key:string,label:string}>,placeholders:string[]}>
	 */
	public function catalogue(): array {
		$out = array();
		foreach ( $this->kinds as $name => $kind ) {
			$texts = array();
			foreach ( $kind->texts() as $key => $label ) {
				$texts[] = array(
					'key'   => (string) $key,
					'label' => $label,
				);
			}
			$out[] = array(
				'kind'         => $name,
				'label'        => $kind->label(),
				'previewLabel' => $kind->preview_label(),
				'texts'        => $texts,
				'placeholders' => $kind->placeholders(),
			);
		}
		return $out;
	}
}
